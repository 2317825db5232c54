/** A contact form's fields that pass every check, for tests of the Worker and of the site alike. */
export function validEnquiry(subject: string) {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    subject,
    message: "We need a BLDC motor controller for a pump.",
    inquiryType: "Project Inquiry",
  };
}
