import { describe, expect, it } from "vitest";
import { directionsUrl, mailtoHref, officeAddress, telHref } from "./links";

const office = { address: "100 Sample Plaza, Suite 100", city: "Austin", state: "TX", zipCode: "78701" };

describe("recruiter card links", () => {
  it("builds a Google Maps directions link to the office", () => {
    expect(officeAddress(office)).toBe("100 Sample Plaza, Suite 100, Austin, TX 78701");
    expect(directionsUrl(office)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=100%20Sample%20Plaza%2C%20Suite%20100%2C%20Austin%2C%20TX%2078701",
    );
  });
  it("dials digits only and mails the address", () => {
    expect(telHref("(512) 555-0101")).toBe("tel:5125550101");
    expect(telHref("+1 512 555 0101")).toBe("tel:+15125550101");
    expect(mailtoHref("a@example.com")).toBe("mailto:a@example.com");
  });
});
