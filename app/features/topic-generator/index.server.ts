// The blog topic generator's server entry: POST /api/blog-topic-generator.
export { topicRoutes as topicGeneratorApi } from "./routes.server";
