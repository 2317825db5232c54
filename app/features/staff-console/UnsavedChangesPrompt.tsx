import { useEffect, useRef } from "react";
import { useBeforeUnload, useBlocker } from "react-router";

/**
 * Asks before leaving a page with changes that are not saved: React Router's blocker for a link
 * within the console (a form posting to the same page, such as Save or Preview, is not leaving),
 * and the browser's own question for closing the tab or going to another site.
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  const dialog = useRef<HTMLDialogElement>(null);

  useBeforeUnload((event) => {
    if (when) event.preventDefault();
  });

  useEffect(() => {
    if (blocker.state === "blocked") dialog.current?.showModal();
    else dialog.current?.close();
  }, [blocker.state]);

  return (
    <dialog
      ref={dialog}
      className="staff-dialog"
      aria-labelledby="unsaved-changes-heading"
      onCancel={() => blocker.reset?.()}
    >
      <h2 id="unsaved-changes-heading">Leave without saving?</h2>
      <p>Your changes to this text are not saved. If you leave now, they are lost.</p>
      <div className="button-row">
        <button type="button" className="staff-button" autoFocus onClick={() => blocker.reset?.()}>
          Stay and keep editing
        </button>
        <button type="button" className="staff-button staff-button--destructive" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </button>
      </div>
    </dialog>
  );
}
