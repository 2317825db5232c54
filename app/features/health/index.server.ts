// The health feature's server entry: GET /api/health, mounted at the API root.
export { healthApi } from "./routes.server";
