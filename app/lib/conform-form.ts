import { useCallback, useState, type FormEvent } from "react";

/**
 * What the Conform forms add to Conform: the spec says editing a field clears its error until the
 * next submit, where Conform either keeps an error until then or checks the field again as it is
 * typed (showing the next problem at once). The form validates on submit only; this hides the
 * error of each field edited since.
 */
export function useErrorsClearedOnEdit() {
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());

  /** The form's onChange: heard for every input, textarea and select in it. */
  const onChange = useCallback((event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (name) setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  /** At each check (a submit, or the server's answer): every error shows again. */
  const restart = useCallback(() => setEdited((current) => (current.size === 0 ? current : new Set())), []);

  /** The error to show for `field`: none once it has been edited. */
  const shown = (field: string, error: string | undefined) => (edited.has(field) ? undefined : error);

  return { onChange, restart, shown };
}

/**
 * Conform's control props without their `key`, which React wants given on its own (a key in a
 * spread object is reported): `<input {...withoutKey(getInputProps(...))} key={field.key} />`.
 */
export function withoutKey<Props extends { key?: unknown }>({ key: _key, ...props }: Props): Omit<Props, "key"> {
  return props;
}
