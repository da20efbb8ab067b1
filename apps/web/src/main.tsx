import './app/styles/base.css';
import './app/styles/templates.css';
import { boot } from './app/boot';

void boot();
