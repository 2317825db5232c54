// Staff-editable page text: the component that renders a section and the hook that reports a failed read.
export { ManagedContent, useContentErrorToast } from "./ManagedContent";
