/** §5/§9 uploader limits, shared so the server can refuse what the web would not send. */
export const UPLOAD_MAX_FILES = 10;
/** Files must be strictly smaller than this. */
export const UPLOAD_MAX_BYTES = 30 * 1024 * 1024;
/** Compared case-insensitively, without the dot. */
export const UPLOAD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png'] as const;
/** PDFs skip the crop question and upload directly. */
export const UPLOAD_PDF_EXTENSION = 'pdf';
/** Issue #23: an OFD e-invoice (a document like a PDF: no crop, no thumbnail); taken only by the invoice scene. */
export const UPLOAD_OFD_EXTENSION = 'ofd';
/** Preview thumbnails are requested with w=180 (the upload tile is 180px square). */
export const UPLOAD_THUMB_WIDTH = 180;
/** Multiple uploaded paths travel as one string joined by this. */
export const UPLOAD_PATH_SEPARATOR = ',';
