import { buildOnly } from "./readsFiles";
export const again = () => buildOnly;
