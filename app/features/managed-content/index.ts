// Staff-editable page text: the copy a page renders from its loaded sections, the component that
// renders one section, and the hook that reports a failed read.
export { ManagedContent, useContentErrorToast, usePageCopy } from "./ManagedContent";
export { pageCopy } from "./page-copy";
