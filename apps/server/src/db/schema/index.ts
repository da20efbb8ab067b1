export * from './sites.js';
export * from './sessions.js';
export * from './members.js';
export * from './sms.js';
export * from './registration.js';
export * from './wallet.js';
export * from './letters.js';
export * from './activities.js';
