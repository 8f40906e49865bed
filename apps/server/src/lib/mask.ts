export { maskContact } from '@pfs/domain';
