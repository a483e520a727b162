export {
  SAFE_CONNECTOR_ID,
  SAFE_INFO_TIMEOUT,
  SAFE_ORIGINS,
} from '../connection/constants.ts'
