-- Editable page sections with their default wording, so staff can see and edit every row.
-- Update a row to change the site's text; deleting it brings back the built-in wording.
INSERT INTO web_content (page_identifier, section_identifier, language_code, content_html) VALUES
  ('home_page', 'core_message', 'en-GB', 'We turn your concepts into market-ready electronics: custom circuit boards, embedded microcontroller systems and smart technology, designed with AI-assisted workflows and over 45 years of engineering experience.'),
  ('home_page', 'swift_button_label', 'en-GB', 'Discover Swift Development'),
  ('about_page', 'who_we_are', 'en-GB', 'We are an electronics design and smart-technology engineering consultancy serving the Republic of Ireland and the UK. Founded by an engineer with a PhD in Electronics (1990) and backed by over 45 years of hands-on experience, we design custom circuit boards, embedded microcontroller systems and proprietary hardware that leave our clients owning their intellectual property.'),
  ('services_page', 'intro', 'en-GB', 'From a first feasibility review to a production-ready product, our services cover every stage of electronic product development.'),
  ('services_page', 'core_message', 'en-GB', 'Every project matters, whatever its scale or stage. Tell us where you are and we will take it from there.'),
  ('electronic_design_page', 'title', 'en-GB', 'Electronic Design'),
  ('electronic_design_page', 'intro_paragraph_1', 'en-GB', 'Good electronic design balances performance, cost and manufacturability from the very first schematic.'),
  ('electronic_design_page', 'intro_paragraph_2', 'en-GB', 'We design custom printed circuit boards, analogue front ends, digital logic and FPGA systems that are ready for compliance testing and volume manufacture.'),
  ('electronic_design_page', 'intro_paragraph_3', 'en-GB', 'Whether you need a single prototype or a complete product, our AI-assisted design workflow shortens the path from idea to working hardware.'),
  ('system_development_page', 'title', 'en-GB', 'μSystem Development'),
  ('system_development_page', 'intro', 'en-GB', 'We build complete microcontroller-based systems: choosing the right device, designing the architecture and writing lean bare-metal C firmware with connectivity built in.'),
  ('blog_page', 'title', 'en-GB', 'Blog Highlights'),
  ('blog_page', 'intro_paragraph', 'en-GB', 'Insights, practical guides and engineering notes from our electronics and embedded-systems team.'),
  ('faq_page', 'title', 'en-GB', 'Frequently Asked Questions'),
  ('faq_page', 'intro', 'en-GB', 'Answers to the questions we hear most often about our services, Swift Development and how we work.');
