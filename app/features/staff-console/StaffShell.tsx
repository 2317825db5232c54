import { NavLink } from "react-router";
import { STAFF_CONSOLE, STAFF_PATHS } from "./copy";
import { FIRM_TIME_NOTE } from "~/lib/firm-time";

/** The console's frame: who is signed in, its sections, and the section shown. */
export function StaffShell({ email, children }: { email: string; children: React.ReactNode }) {
  return (
    <div className="staff-console">
      <div className="staff-console__bar">
        <p className="staff-console__title">{STAFF_CONSOLE.name}</p>
        <nav aria-label={STAFF_CONSOLE.navigationLabel}>
          <ul className="staff-console__nav">
            {(Object.keys(STAFF_PATHS) as (keyof typeof STAFF_PATHS)[]).map((section) => (
              <li key={section}>
                <NavLink to={STAFF_PATHS[section]} end={section === "overview"}>
                  {STAFF_CONSOLE.sections[section]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="staff-console__who">
          Signed in as <strong>{email}</strong>
        </p>
      </div>
      {/* The one place each page names the zone its times are in. */}
      <p className="staff-console__zone">{FIRM_TIME_NOTE}</p>
      <div className="staff-console__body">{children}</div>
    </div>
  );
}
