/** Route group loaded on demand: POINTS and QR_CODE (with the QR encoder). */
export { PointsScreen, QrCodeScreen } from '../../screens/points/loyalty-screens';
