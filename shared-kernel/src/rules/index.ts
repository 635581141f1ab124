// Pure domain rules: no React, no browser; the API imports them too ('shared-kernel/rules').
export * from './constants';
export * from './culture';
export * from './pay';
export * from './profile';
export * from './match-colours';
