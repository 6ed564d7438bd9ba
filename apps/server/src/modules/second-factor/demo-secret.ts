/**
 * The demo operator's authenticator secret (Base32, 20 bytes). It is in the README on purpose, so a
 * newcomer can open the console of `npm start`: it protects nothing, like the demo password. In
 * development the server logs the current code when that account signs in.
 */
export const DEMO_TOTP_SECRET = 'TCMQCDEMOYUNYINGTOTPSECRETFORALL';
