// The eraser type is the module mechanism's: each module's manifest declares what it keeps about a person.
export type { PersonalDataEraser } from '../../platform/manifest/module-definition.js';
