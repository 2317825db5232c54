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

/** A form's rules fetched on use (see lazyRules). */
export interface LazyRules<Rules> {
  /** The rules once they are in, else null. */
  readonly current: Rules | null;
  /** Whether the latest fetch failed; the next `load()` tries again. */
  readonly failed: boolean;
  /** Fetches the rules, once: every call before they are in shares the same fetch. */
  load(): Promise<Rules>;
}

/**
 * A form's rules (its zod schema and Conform's parse with it), fetched by the dynamic `import()`
 * given, so that zod, most of a form's JavaScript, arrives when the visitor starts on the form
 * rather than with the page. Conform's `onValidate` must answer at once: `submitWithRules` holds
 * a submit that comes before them.
 */
export function lazyRules<Rules>(importRules: () => Promise<Rules>): LazyRules<Rules> {
  let current: Rules | null = null;
  let failed = false;
  let loading: Promise<Rules> | null = null;
  return {
    get current() {
      return current;
    },
    get failed() {
      return failed;
    },
    load() {
      loading ??= importRules().then(
        (rules) => {
          failed = false;
          return (current = rules);
        },
        (error: unknown) => {
          failed = true;
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * A form's onSubmit when its rules come on use: with the rules in, `submit` (Conform's own). A
 * submit that comes first waits for them and is sent again. If they cannot be fetched,
 * `withoutRules` decides: "post" lets the form post, for the server's identical check to answer
 * (and so does every later submit); a function is called instead (and a later submit tries again).
 */
export function submitWithRules<Rules>(
  event: FormEvent<HTMLFormElement>,
  rules: LazyRules<Rules>,
  submit: (event: FormEvent<HTMLFormElement>) => void,
  withoutRules: "post" | (() => void),
) {
  if (rules.current) {
    submit(event);
    return;
  }
  if (rules.failed && withoutRules === "post") return;
  event.preventDefault();
  const form = event.currentTarget;
  const { submitter } = event.nativeEvent as SubmitEvent;
  const submitAgain = () => form.requestSubmit(submitter);
  rules.load().then(submitAgain, withoutRules === "post" ? submitAgain : withoutRules);
}
