export function meta() {
  return [{ title: "Contact Us" }];
}

/** Placeholder until the contact form lands (issue 4). */
export default function Contact() {
  return (
    <section className="page-section">
      <div className="container narrow">
        <h1>Contact Us</h1>
      </div>
    </section>
  );
}
