export * from './enums.js';
export * from './errors.js';
export * from './constants.js';
export * from './endpoint.js';
export * from './endpoints/system.endpoints.js';
export * from './endpoints/categories.endpoints.js';
export * from './models/member.schemas.js';
export * from './models/admin.schemas.js';
