import type { enUS } from './messages/en-us.js';

/** A stable key of the server's member-facing catalog: throw sites name one, never English prose. */
export type MessageKey = keyof typeof enUS;

/** One locale's catalog: a missing key is a type error. */
export type Catalog = Record<MessageKey, string>;

export type MessageVars = Record<string, string | number>;

/** What a refusal says: a key, or a key with the values its `{{placeholders}}` name. */
export type MessageRef = MessageKey | { key: MessageKey; vars: MessageVars };
