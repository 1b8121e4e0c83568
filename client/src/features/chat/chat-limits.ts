/** The server refuses longer texts (CHAT_TEXT_INVALID); the composer stops there. */
export const CHAT_TEXT_MAX = 2000;
