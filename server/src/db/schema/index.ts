export * from './people';
export * from './content';
export * from './sittings';
export * from './auth';
export * from './warmup-versions';
export * from './classrooms';
export * from './audit';
export * from './erased';
