import { useApiQuery } from "@web/lib/api-client";

export const useStudyMaterials = () => useApiQuery("studyMaterials", {});
