import { useEffect, useRef, useState, type FormEvent, type SyntheticEvent } from "react";
import { getInputProps, useForm } from "@conform-to/react";
import { VOICE_COPY } from "./copy";
import { notify } from "~/lib/toast";
import { submissionErrorText, VOICE_LIMITS } from "./voice-form";
import type { VoiceDetails, VoiceField } from "./voice-schema";
import { formatElapsed } from "~/lib/duration";
import { loadRecordingCode, useVoiceRecorder } from "./useVoiceRecorder";
import { logVoiceIdea, startTranscription, uploadRecording, VoiceSubmissionError } from "./voice-api";
import { useHydrated } from "~/lib/use-hydrated";
import { lazyRules, submitWithRules, useErrorsClearedOnEdit, withoutKey } from "~/lib/conform-form";
import { useBotCheck } from "~/features/bot-check";
import { FormField } from "~/components/FormField";

// The details' rules bring zod, and the recording code MediaRecorder: nothing needs either before
// the visitor is on the form, so both are fetched at its first focus or touch. A submit that comes
// before the rules waits for them; a press of Start waits for the recording code.
const voiceRules = lazyRules(() => import("./voice-schema"));
function loadFormCode() {
  void voiceRules.load().catch(() => {});
  void loadRecordingCode().catch(() => {});
}

type SubmissionPhase = "idle" | "uploading" | "saving" | "transcribing";

const PHASE_TEXT: Record<Exclude<SubmissionPhase, "idle">, string> = {
  uploading: VOICE_COPY.submit.uploading,
  saving: VOICE_COPY.submit.saving,
  transcribing: VOICE_COPY.submit.transcribing,
};
const FIELDS: {
  field: VoiceField;
  type: "text" | "email";
  autoComplete: string;
  required: boolean;
  maxLength: number;
}[] = [
  { field: "name", type: "text", autoComplete: "name", required: true, maxLength: VOICE_LIMITS.maxNameLength },
  { field: "email", type: "email", autoComplete: "email", required: true, maxLength: VOICE_LIMITS.maxEmailLength },
  {
    field: "projectTitle",
    type: "text",
    autoComplete: "off",
    required: false,
    maxLength: VOICE_LIMITS.maxProjectTitleLength,
  },
];

/**
 * Speak Your Vision: the visitor's details (checked by Conform with the Worker's own schema), a
 * microphone recording with preview, and a submission in three visible steps (upload, save,
 * start transcription).
 */
export function VoiceIdeaForm() {
  const [phase, setPhase] = useState<SubmissionPhase>("idle");
  const [uploadPercent, setUploadPercent] = useState(0);
  const [outcome, setOutcome] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [notice, setNotice] = useState<"missing" | "submitted" | null>(null);
  // The controls only work once React runs in the browser; before that a click would do nothing
  // (or submit the form natively).
  const interactive = useHydrated();
  const recorder = useVoiceRecorder(VOICE_LIMITS.maxRecordingMs);
  const submitting = phase !== "idle";
  const { recorder: recorderCopy, submit: submitCopy, toasts } = VOICE_COPY;
  const edits = useErrorsClearedOnEdit();
  const botCheck = useBotCheck("voice");
  const [form, fields] = useForm({
    id: "voice",
    // Only called once the rules are in (handleSubmit below).
    onValidate({ formData }) {
      edits.restart();
      const submission = voiceRules.current!.parseVoiceDetails(formData);
      if (submission.status === "error") notify({ ...toasts.incomplete, variant: "destructive" });
      return submission;
    },
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === "success" && !submitting) void send(submission.value);
    },
  });

  useEffect(() => {
    if (outcome?.kind !== "success") return;
    const timer = setTimeout(() => setOutcome(null), VOICE_COPY.successClearMs);
    return () => clearTimeout(timer);
  }, [outcome]);

  // A notice about the last recording no longer applies once the recorder moves on (a new
  // recording starts, or the one under way stops). Adjusted while rendering, as React advises
  // for state that follows other state.
  const [noticeRecorderState, setNoticeRecorderState] = useState(recorder.state);
  if (noticeRecorderState !== recorder.state) {
    setNoticeRecorderState(recorder.state);
    if (recorder.state !== "idle") setNotice(null);
  }

  const recorderStatus = recorder.error ?? recorderCopy[notice ?? recorder.state];
  const submissionStatus = phase === "idle" ? outcome?.text : PHASE_TEXT[phase];

  const submitButton = useRef<HTMLButtonElement>(null);
  // Submitting while recording sends that recording, so only "nothing recorded" makes it unavailable.
  const hasRecording = recorder.recording !== null || recorder.state === "recording";

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // Unavailable while submitting (aria-disabled): a press sends nothing more. Conform's own
    // intents (the reset after a sent idea) come through a submitter of their own.
    if (submitting && (event.nativeEvent as SubmitEvent).submitter === submitButton.current) {
      event.preventDefault();
      return;
    }
    submitWithRules(event, voiceRules, form.onSubmit, () =>
      notify({
        ...toasts.submissionError,
        description: submissionErrorText(VOICE_COPY.errors.network),
        variant: "destructive",
      }),
    );
  }

  /** Sends valid details with the recording, in the three visible steps. */
  async function send(details: VoiceDetails) {
    const recording = await recorder.finish();
    if (!recording) {
      notify({ ...toasts.noRecording, variant: "destructive" });
      setNotice("missing");
      return;
    }

    setOutcome(null);
    try {
      setUploadPercent(0);
      setPhase("uploading");
      // A fresh single-use bot-check token for the upload; the widget's own words say what failed.
      const freshToken = () =>
        botCheck.token().catch((error: unknown) => {
          throw new VoiceSubmissionError(error instanceof Error ? error.message : String(error));
        });
      const fileName = await uploadRecording(recording.blob, setUploadPercent, await freshToken());
      setPhase("saving");
      // Tokens are single-use: saving the details (which holds the upload for the day) takes its own.
      const recordId = await logVoiceIdea({ fileName, durationMs: recording.durationMs }, details, await freshToken());
      setPhase("transcribing");
      try {
        await startTranscription(recordId);
      } catch {
        // The idea is saved either way; staff transcribe it if the automatic start failed.
        notify({ ...toasts.transcriptionHiccup });
      }
      notify({ ...toasts.submitted, description: submitCopy.success, variant: "tetra" });
      setOutcome({ kind: "success", text: submitCopy.success });
      form.reset();
      recorder.reset();
      setNotice("submitted");
    } catch (thrown) {
      // Only messages written for visitors are shown; a browser's or a bug's own words are not.
      const text = submissionErrorText(
        thrown instanceof VoiceSubmissionError ? thrown.message : VOICE_COPY.errors.unexpected,
      );
      notify({ ...toasts.submissionError, description: text, variant: "destructive" });
      setOutcome({ kind: "error", text });
    } finally {
      setPhase("idle");
    }
  }

  return (
    <form
      className="voice-form"
      id={form.id}
      noValidate
      onSubmit={handleSubmit}
      onChange={edits.onChange}
      onFocus={loadFormCode}
      onPointerDown={loadFormCode}
    >
      <div className="voice-form__fields">
        {FIELDS.map(({ field, type, autoComplete, required, maxLength }) => (
          <FormField
            key={field}
            className="voice-field"
            field={fields[field]}
            label={VOICE_COPY.fields[field]}
            required={required}
            error={edits.shown(field, fields[field].errors?.[0])}
          >
            {(aria) => (
              <input
                {...withoutKey(getInputProps(fields[field], { type, ariaAttributes: false }))}
                {...aria}
                key={fields[field].key}
                autoComplete={autoComplete}
                maxLength={maxLength}
                disabled={submitting}
              />
            )}
          </FormField>
        ))}
      </div>

      <fieldset className="voice-recorder">
        <legend>{recorderCopy.heading}</legend>
        <p
          className={`voice-recorder__status${recorder.error ? " voice-recorder__status--error" : ""}`}
          role="status"
          aria-live="polite"
        >
          {recorderStatus}
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            onClick={recorder.start}
            disabled={!interactive || recorder.state === "recording" || submitting}
          >
            {recorderCopy.start}
          </button>
          <button
            type="button"
            className="button button--outline"
            onClick={recorder.stop}
            disabled={recorder.state !== "recording"}
          >
            {recorderCopy.stop}
          </button>
        </div>
        <p className="voice-recorder__timer" role="timer">
          {recorderCopy.elapsed} <span className="voice-recorder__time">{formatElapsed(recorder.elapsedMs)}</span> /{" "}
          {formatElapsed(VOICE_LIMITS.maxRecordingMs)}
        </p>
        {recorder.recording ? (
          <audio
            className="voice-recorder__preview"
            controls
            src={recorder.recording.url}
            aria-label={recorderCopy.preview}
            onLoadedMetadata={revealDuration}
          />
        ) : null}
        <p className="voice-form__hint">{recorderCopy.limits}</p>
      </fieldset>

      <div className="voice-form__submit">
        {botCheck.widget}
        <button
          type="submit"
          ref={submitButton}
          className="button button--primary"
          // Before hydration a press would post the details natively: truly disabled. After, it is
          // unavailable without a recording or while submitting, yet stays focusable and pressable
          // (aria-disabled), so keyboard and screen-reader users find it, hear that it is
          // unavailable, keep their focus on it, and learn on a press what it is waiting for.
          disabled={!interactive}
          aria-disabled={!hasRecording || submitting || undefined}
        >
          {submitting ? submitCopy.busy : submitCopy.idle}
        </button>
        <p className="voice-form__privacy">
          {VOICE_COPY.privacy.text} <a href={VOICE_COPY.privacy.link.to}>{VOICE_COPY.privacy.link.label}</a>
        </p>
        <p
          className={`voice-form__submission${outcome?.kind === "error" ? " voice-form__submission--error" : ""}`}
          role="status"
          aria-live="polite"
        >
          {submissionStatus}
        </p>
        {submitting ? (
          <div className="voice-form__progress">
            <progress max={100} value={uploadPercent} aria-label={submitCopy.uploadProgress} />
            <span aria-hidden="true">{uploadPercent}%</span>
          </div>
        ) : null}
      </div>
    </form>
  );
}

/**
 * MediaRecorder writes WebM without a duration, so the player shows 0:00 and no length. Seeking
 * far past the end makes the browser read the file through and learn its length; the player
 * then goes back to the start, showing the real length.
 */
function revealDuration(event: SyntheticEvent<HTMLAudioElement>) {
  const audio = event.currentTarget;
  if (Number.isFinite(audio.duration)) return;
  const rewind = () => {
    if (!Number.isFinite(audio.duration)) return;
    audio.removeEventListener("durationchange", rewind);
    audio.currentTime = 0;
  };
  audio.addEventListener("durationchange", rewind);
  audio.currentTime = Number.MAX_SAFE_INTEGER;
}
