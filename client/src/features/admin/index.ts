/**
 * What other features may use of admin: the parts their back-office tabs are built from (the
 * query keys, one page of a list, its states and pager, a removal that asks first, the toasts
 * and the way dates and members read). The dashboard mounts those tabs from the features' own
 * index files; app/ reaches the pages themselves.
 */
export { adminPageQuery, type AdminPage } from './api/get-page';
export { adminKeys, useAdminRefresh } from './api/keys';
export { useAdminPageNumber } from './components/admin-pager';
export { AdminCard, CardFacts, DeleteButton } from './components/admin-card';
export { AdminTabSection } from './components/admin-tab-section';
export { ListCount, ListState, PagedList, PagedListState } from './components/list-state';
export { RemovableSection } from './components/removable-section';
export { failureToast, successToast } from '@/lib/outcome-toasts';
export { formatAdminDate, formatAdminDateTime, memberName } from './lib/format';
export { useConfirmedRemoval } from '@/lib/use-confirmed-removal';
