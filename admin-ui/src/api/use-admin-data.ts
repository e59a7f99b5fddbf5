import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from './data.provider';

/** The data provider with the back office's own calls, wrapped by react-admin (a 401 logs out). */
export const useAdminData = () => useDataProvider<AdminDataProvider>();
