// Articles and case studies: their addresses and the page that shows one (public and preview).
export { PUBLICATION_INDEX_PATH, type PublicationCard, publicationPath, slugFromTitle } from "./paths";
export { PublicationPage, type PublicationView } from "./PublicationPage";
