// Vite builds site.css (its @imports, asset URLs and minification) into this string for the server
// bundle only; the browser's bundle never imports it.
import siteCss from "~/styles/site.css?inline";

export const SITE_CSS: string = siteCss;
