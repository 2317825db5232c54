// Copy of /services and its four sub-pages, one module a page so that each page's JavaScript
// carries only its own text; pages import their own module, the catalogue and the assistant this.
export { SERVICES_INDEX, SERVICES_INDEX_PAGE } from "./overview";
export { CONSULTANCY, CONSULTANCY_PAGE } from "./consultancy";
export { ELECTRONIC_DESIGN, ELECTRONIC_DESIGN_PAGE } from "./electronic-design";
export { SYSTEM_DEVELOPMENT, SYSTEM_DEVELOPMENT_PAGE } from "./system-development";
export { SYSTEM_IMPLEMENTATION, SYSTEM_IMPLEMENTATION_PAGE } from "./system-implementation";
