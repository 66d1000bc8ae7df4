import { renderPublicChat } from './public-chat-app';
import './public-chat.css';

// public-chat.html's script: the page the server answers /public-chat/{slug} with.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
renderPublicChat(container, window.location);
