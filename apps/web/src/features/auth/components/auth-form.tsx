import type { ReactNode } from 'react';

/** The sign-in forms' shell: no browser validation (ours speaks the spec's keys) and one submit at a time. */
export function AuthForm({
  busy,
  onSubmit,
  children,
}: {
  busy: boolean;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
