import { href } from "react-router";
/**
 * Copy of the Speak Your Vision voice form.
 */
export const VOICE_COPY = {
  fields: {
    name: "Name",
    email: "Email",
    projectTitle: "Project Title (optional)",
  },
  validation: {
    nameRequired: "Name is required.",
    emailRequired: "Email is required.",
    emailInvalid: "Email address is invalid.",
    nameNotAllowed: "Name contains characters that are not allowed.",
    projectTitleNotAllowed: "Project title contains characters that are not allowed.",
  },
  recorder: {
    heading: "Your recording",
    start: "Start Recording",
    stop: "Stop Recording",
    elapsed: "Elapsed",
    preview: "Preview of your recording",
    limits: "Recording limit: about 5 minutes, 50MB, WEBM.",
    idle: "Ready to record your brilliant idea!",
    recording: "Recording... Speak clearly.",
    recorded: "Recording complete. Ready to submit.",
    submitted: "Submission complete! Ready for another idea.",
    missing: "Please record your voice idea first.",
  },
  recordingErrors: {
    unsupported: "Audio recording is not supported by your browser.",
    permissionDenied: "Microphone access denied. Please enable it in your browser settings.",
    noDevice: "No microphone found. Please connect a microphone and try again.",
    busy: "Microphone is already in use or cannot be accessed. Please check other applications.",
    other: "Could not start recording. Microphone permission might be denied or microphone not available.",
    recorderToastTitle: "Recording error",
  },
  submit: {
    idle: "Submit Voice Idea",
    busy: "Submitting...",
    uploading: "Uploading your recording...",
    uploadProgress: "Upload progress",
    saving: "Saving your details...",
    transcribing: "Triggering AI transcription...",
    success: "Your voice idea has been sent successfully!",
  },
  privacy: {
    text: "We keep your recording and details, and have the recording transcribed by Cloudflare Workers AI, only to follow up your idea.",
    link: { label: "Privacy notice", to: href("/privacy") },
  },
  errors: {
    upload: (message: string) => `Voice upload failed: ${message}.`,
    log: (message: string) => `Failed to log voice record: ${message}.`,
    missingId: "Failed to retrieve voice record ID after creation.",
    network: "the connection was interrupted",
    unexpected: "Something went wrong in the browser",
    submission: (message: string) => `An error occurred: ${message}. Please try again.`,
  },
  toasts: {
    incomplete: {
      title: "Form Incomplete",
      description: "Please fill in all required fields (Name and Email) correctly.",
    },
    noRecording: { title: "No Voice Recording", description: "Please record your voice idea before submitting." },
    submissionError: { title: "Submission Error", duration: 10_000 },
    transcriptionHiccup: {
      title: "Transcription Hiccup",
      description: "Could not start automatic transcription. We'll process it manually.",
      duration: 8000,
    },
    submitted: { title: "Idea Submitted!", duration: 10_000 },
  },
  /** The success line under the submit button disappears after this long. */
  successClearMs: 7000,
} as const;
