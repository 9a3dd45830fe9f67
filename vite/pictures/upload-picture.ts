/** Where the editor puts uploaded pictures, under public/ (and the site path's folder). */
export const UPLOADS_DIR = 'images/uploads';
