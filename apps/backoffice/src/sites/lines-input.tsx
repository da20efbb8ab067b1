import { TextInput } from 'react-admin';

/**
 * A list typed one entry per line. The lines stay exactly as typed while editing (a trailing newline
 * included); the save drops blank lines and spaces.
 */
export function LinesInput(props: { source: string; helperText?: string; rows?: number }) {
  return (
    <TextInput
      source={props.source}
      multiline
      minRows={props.rows ?? 3}
      helperText={props.helperText}
      format={(value: unknown) => (Array.isArray(value) ? value.join('\n') : '')}
      parse={(text: string) => text.split('\n')}
    />
  );
}
