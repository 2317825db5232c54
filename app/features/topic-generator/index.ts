// The blog topic generator, for the one page that shows it (the blog highlights), and its words,
// which the assistant knows as part of that page.
export { TopicGenerator } from "./TopicGenerator";
export { TOPIC_GENERATOR_COPY } from "./topic-generator-copy";
