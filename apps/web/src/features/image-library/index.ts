export type { ImagePickerModalProps, ImagePickerProps } from './image-picker.tsx';
export { ImagePicker, ImagePickerModal } from './lazy-picker.tsx';
export { LibraryPage } from './library-page.tsx';
export { imageSrc, type UploadedImage, type UploadFailure, uploadImage } from './upload-image.ts';
