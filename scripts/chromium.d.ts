export const CHROME_PATH: string;
export const QUIET_FLAGS: string[];
