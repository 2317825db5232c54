import type { ComponentType, ReactElement } from "react";
import { createRoutesStub, type ActionFunction } from "react-router";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { AppToaster } from "~/components/AppToaster";

interface PageOptions {
  /** The route's path, e.g. "/contact". */
  path: string;
  /** Where the test starts, e.g. "/contact?subject=Hello"; defaults to `path`. */
  url?: string;
  /** The route's action, standing in for the server's. */
  action?: ActionFunction;
}

/** Renders UI next to the app's toast viewport, as the root layout has it, with a user to drive it. */
export function renderWithToasts(ui: ReactElement) {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <>
      {ui}
      <AppToaster />
    </>,
  );
  return { user, ...view };
}

/**
 * Renders a component as the element of one route inside React Router's test stub (for
 * components that use the router: Form, Link, useSearchParams, useNavigation...).
 */
export function renderRoute<Props extends object>(Component: ComponentType<Props>, options: PageOptions) {
  const Stub = createRoutesStub([{ path: options.path, Component, action: options.action }]);
  return renderWithToasts(<Stub initialEntries={[options.url ?? options.path]} />);
}

/** The toast with this title, once it is shown in the notifications viewport (which loads lazily). */
export async function findToast(title: string): Promise<HTMLElement> {
  const viewport = await screen.findByRole("region", { name: /^Notifications/ });
  const heading = await within(viewport).findByText(title);
  const toast = heading.closest("li");
  if (!toast) throw new Error(`The toast "${title}" is not inside a list item`);
  return toast;
}

/** A promise with its resolve function, to hold a response until the test lets it through. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
