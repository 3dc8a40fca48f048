import { required, TextInput } from 'react-admin';

/** The six digits from an authenticator app: a number pad on a phone, filled in by the app where it can. */
export function TotpCodeInput({ source, label, fullWidth }: { source: string; label: string; fullWidth?: boolean }) {
  return (
    <TextInput
      source={source}
      label={label}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      validate={required()}
      {...(fullWidth ? { fullWidth } : {})}
    />
  );
}
