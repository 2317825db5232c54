import { useCallback, useState } from "react";

/**
 * The rich editor or its HTML under Source, for a text field that stays the form's value in both
 * modes: the rich editor starts from what the field holds (so text typed before the page hydrated
 * is kept) and writes its HTML back into it. Back from Source, the rich editor starts again from
 * the HTML as edited there (a new `richStart` key).
 */
export function useRichOrSource(richOffered: boolean) {
  const [source, setSource] = useState(false);
  const [richReady, setRichReady] = useState(false);
  const [richStart, setRichStart] = useState(0);
  const onRichReady = useCallback(() => setRichReady(true), []);
  const toggle = () => {
    if (source) {
      setRichReady(false);
      setRichStart((count) => count + 1);
    }
    setSource(!source);
  };
  const sourceButton = richOffered ? (
    <button type="button" className="rich-text__button" aria-pressed={source} onClick={toggle}>
      Source
    </button>
  ) : null;
  return { richShown: richOffered && !source, richReady, richStart, onRichReady, sourceButton };
}
