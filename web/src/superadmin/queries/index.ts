// What the super-admin screens read from the API: shared by the screens of this area (clients,
// grants, the data tool, the warm-up wizard), so none of them imports another. The calls and their
// keys are in web/src/api.
export { clientItems, reloadClients, useClientAdmins, useClients } from './clients';
export { reloadWarmups, useSetWarmups, useWarmupSets } from './tests';
