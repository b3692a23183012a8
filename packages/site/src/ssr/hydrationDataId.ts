/** Id of the script element that carries the server's router state into the page. */
export const HYDRATION_DATA_ID = 'route-data';
