// The blog topic generator, for the one page that shows it: pages without it never load its code.
export { TopicGenerator } from "./TopicGenerator";
