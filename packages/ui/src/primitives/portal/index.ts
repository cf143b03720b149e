export {
  type PortalContainer,
  PortalContainerProvider,
  usePortalContainer,
} from './portal-container';
