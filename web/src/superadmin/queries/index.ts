// What the super-admin screens read from the API, and the keys that reload it: shared by the screens
// of this area (clients, grants, the data tool, the warm-up wizard), so none of them imports another.
export {
  adminsKey,
  CLIENTS_KEY,
  clientItems,
  reloadClients,
  SUPERADMIN_KEY,
  useClientAdmins,
  useClients,
} from './clients';
export {
  ALL_TESTS_KEY,
  GRANTS_KEY,
  QUIZZES_KEY,
  reloadWarmups,
  useAllTests,
  useSetWarmups,
  useWarmupSets,
  WARMUP_SETS_KEY,
  warmupsKey,
} from './tests';
