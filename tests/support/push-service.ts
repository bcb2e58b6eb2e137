/**
 * The web push service stand-in (RFC 8291/8188 decryption, VAPID check): implemented beside the server tests' other
 * helpers in src/server/testing/push-service.ts; re-exported here for the e2e and command suites.
 */
export * from '#server/testing/push-service.js';
