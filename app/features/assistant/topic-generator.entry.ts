// The blog topic generator, for the one page that shows it.
export { TopicGenerator } from "./TopicGenerator";
