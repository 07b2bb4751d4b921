// The overlays entry, `@adlens/shared-ui/overlays`: the components built on floating-ui (about 18 KB
// gzip with tabbable). A separate shared module, loaded by the first page that opens a dialog, a media
// preview or a tooltip, so the host's start-up and the other pages never download floating-ui (decision 0039).
// The main entry still exports these names for releases built before, as lazy wrappers.
export { Modal } from '../components/modal/modal';

export { ImagePreview } from '../components/image-preview/image-preview';

export { Tooltip } from '../components/tooltip/tooltip';
