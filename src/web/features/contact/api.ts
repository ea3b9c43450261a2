import { useApiMutation } from "@web/lib/api-client";

/** Sends a message from /contact (`POST /api/contact`); nothing cached changes. */
export const useSendContactMessage = () => useApiMutation("contact");
