/** The Security page (two-factor sign-in and its enrolment): English. */
export const enSecurity = {
  title: 'Security',
  enrolled: 'Two-factor sign-in is on for your account.',
  not_enrolled: 'Two-factor sign-in is off for your account.',
  required: 'Your account must use two-factor sign-in. Set it up now to continue.',
  start: 'Set up two-factor sign-in',
  scan: 'Scan this QR code with your authenticator app, or type the secret key into it.',
  qr_alt: 'QR code for your authenticator app',
  secret: 'Secret key',
  confirm_code: '6-digit code from the app',
  enrolment_code: 'Enrolment code',
  enrolment_code_hint:
    'Setting up two-factor sign-in needs the one-time enrolment code an owner gave you (for example ABCD-EFGH-JKLM-NPQR).',
  confirm: 'Turn on',
  recovery_title: 'Recovery codes',
  recovery_warning:
    'Save these codes somewhere safe now: they are shown only once. Each one signs you in once if you lose your phone.',
  copy: 'Copy codes',
  copied: 'Recovery codes copied',
  done: 'I have saved them',
  enabled: 'Two-factor sign-in is on',
};
